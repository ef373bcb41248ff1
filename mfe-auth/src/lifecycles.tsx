// The one module this remote exposes (`mfe_auth/lifecycles`); the shell mounts it for /auth and /account/settings.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createLifecycles } from '@platform/shared';
import { Root } from './root';

export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mfe_auth',
  rootComponent: Root,
  React,
  ReactDOMClient,
});
