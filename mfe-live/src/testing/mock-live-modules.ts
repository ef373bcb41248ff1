// Imported first by a test of the live room: the socket, the WebRTC adaptor and hls.js become the fakes of src/testing.
jest.mock('../realtime/socket', () => require('./fake-socket').socketModule);
jest.mock('@antmedia/webrtc_adaptor/dist/es/webrtc_adaptor.js', () => require('./fake-media').adaptorModule);
jest.mock('hls.js/light', () => require('./fake-media').hlsModule);
