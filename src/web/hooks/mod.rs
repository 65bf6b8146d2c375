pub mod use_theme;
