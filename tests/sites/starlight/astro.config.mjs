import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [
    starlight({ title: 'MCP для авторов серверов', defaultLocale: 'root', locales: { root: { label: 'Русский', lang: 'ru' } } }),
  ],
});
