pub mod anatomy;
pub mod code_block;
pub mod details_panel;
pub mod diagram;
pub mod part_button;
pub mod purpose_panel;
pub mod theme_switch;
