export { NotifyMeButton } from './notify-me-button.component';
export { AllFavouritesPush } from './all-favourites-push.component';
export { useLivePush } from './use-live-push';
export { SERVICE_WORKER_URL, pushSupported, subscribeThisBrowser, PushSetupError, type PushProblem } from './live-push';
