// Deep entry points of the media libraries have no typings of their own; the modules that load
// them cast to the typed shapes (media/adaptor.types.ts, hls.js's own types).
declare module '@antmedia/webrtc_adaptor/dist/es/webrtc_adaptor.js';
declare module 'hls.js/light';
