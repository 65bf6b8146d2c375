// The default theme plus the widget. The static build runs this import in Node, where the
// package does nothing; in the browser it defines <mcp-anatomy>.
import DefaultTheme from 'vitepress/theme';
import 'mcp-anatomy';

export default DefaultTheme;
