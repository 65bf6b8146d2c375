// A VitePress site as a docs team would set it up with the npm package: `npm install
// mcp-anatomy` (tests/e2e/sites.test.mjs installs the package packed from dist/), one import in
// the theme, and the tag in Markdown. Vue is told that <mcp-anatomy> is a custom element, and
// the dev server not to pre-bundle the package (that would move the loader away from its files).
export default {
  lang: 'ru-RU',
  title: 'Документация',
  vite: { optimizeDeps: { exclude: ['mcp-anatomy'] } },
  vue: { template: { compilerOptions: { isCustomElement: (tag) => tag === 'mcp-anatomy' } } },
  themeConfig: {
    nav: [{ text: 'Анатомия', link: '/' }, { text: 'Проверка', link: '/check' }, { text: 'Справочник', link: '/reference' }],
    sidebar: [
      {
        text: 'Страницы',
        items: [{ text: 'Анатомия', link: '/' }, { text: 'Проверка', link: '/check' }, { text: 'Справочник', link: '/reference' }],
      },
    ],
  },
};
