import 'mcp-anatomy';
