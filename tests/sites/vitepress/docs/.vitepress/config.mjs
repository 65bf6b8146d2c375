// A VitePress site as a docs team would set it up: the widget's files in public/mcp-anatomy/
// (tests/e2e/sites.test.mjs copies dist/ there) and the loader in every page's head.
export default {
  lang: 'ru-RU',
  title: 'Документация',
  head: [['script', { type: 'module', src: '/mcp-anatomy/embed.js' }]],
  themeConfig: {
    nav: [{ text: 'Анатомия', link: '/' }, { text: 'Проверка', link: '/check' }],
    sidebar: [{ text: 'Страницы', items: [{ text: 'Анатомия', link: '/' }, { text: 'Проверка', link: '/check' }] }],
  },
};
