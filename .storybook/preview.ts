import { setCustomElementsManifest, type Preview } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import '../dist/index.js';

setCustomElementsManifest(manifest);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true },
  },
};

export default preview;
