// Imported first by a test of the live room: the socket, the WebRTC adaptor and hls.js become the fakes of src/testing.
import './fake-socket';
jest.mock('@antmedia/webrtc_adaptor/dist/es/webrtc_adaptor.js', () => require('./fake-media').adaptorModule);
jest.mock('hls.js/light', () => require('./fake-media').hlsModule);
