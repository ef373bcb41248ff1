export { useFocusTrap } from './use-focus-trap';
export { useFileUpload, type FileUploadState, type UploadControls } from './use-file-upload';
