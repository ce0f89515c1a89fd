import base from './playwright.config'; import { defineConfig } from '@playwright/test'; export default defineConfig({ ...base, retries: 0, reporter: [['list']], timeout: 30_000 });
