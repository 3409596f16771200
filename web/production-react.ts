import type { Plugin } from 'vite';

/**
 * Fails the build when it would bundle React's development build (Vite follows NODE_ENV, so
 * `NODE_ENV=development vite build` ships it: about twice the JavaScript and slower rendering).
 */
export function productionReactOnly(): Plugin {
  return {
    name: 'production-react-only',
    apply: 'build',
    buildEnd() {
      const dev = [...this.getModuleIds()].filter((id) => /node_modules[\\/](react|react-dom|scheduler)[\\/].*\.development\.js$/.test(id));
      if (dev.length) {
        this.error(`the build would bundle React's development build (${dev.length} modules, e.g. ${dev[0]}): build with NODE_ENV=production (\`npm run build\`)`);
      }
    },
  };
}
