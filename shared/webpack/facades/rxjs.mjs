// The agreed part of rxjs every app shares (see ../shared-facades.cjs).
export {
  BehaviorSubject,
  Observable,
  ReplaySubject,
  Subject,
  Subscription,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  map,
} from 'platform-vendor/rxjs';
