// `npm start`: serves the demo guide pages and the built bundles on http://localhost:8000.
export default {
  rootDir: '.',
  port: 8000,
  hostname: 'localhost',
  open: false,
  watch: false,
  middleware: [
    function demoHome(context, next) {
      if (context.path === '/' || context.path === '/index.html') {
        context.redirect('/demo/');
        return undefined;
      }
      return next();
    },
  ],
};
