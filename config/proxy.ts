/** `npm run dev:server` (UMI_ENV=server) sends /api to the API server on API_PORT (default 8000). */
export default {
  dev: {},
  server: {
    '/api/': {
      target: `http://127.0.0.1:${process.env.API_PORT || 8000}`,
      changeOrigin: false,
    },
  },
};
