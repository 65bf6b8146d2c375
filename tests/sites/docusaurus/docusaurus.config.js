// The README's Docusaurus recipe: the package is imported by a client module.
export default {
  title: 'MCP для авторов серверов',
  url: 'http://localhost',
  baseUrl: '/',
  i18n: { defaultLocale: 'ru', locales: ['ru'] },
  clientModules: [require.resolve('./src/mcp-anatomy.js')],
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
};
