import type { StorybookConfig } from '@storybook/web-components-vite';

// Stories render the built package (`npm run build` first), exactly what users import.
const config: StorybookConfig = {
  stories: ['../stories/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
  addons: ['@storybook/addon-docs'],
};

export default config;
