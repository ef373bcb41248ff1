import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createLifecycles } from '@platform/shared';
import { Root } from './root';

// The only module this remote exposes (`mfe_live/lifecycles`): single-spa mounts it by route.
export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mfe_live',
  rootComponent: Root,
  React,
  ReactDOMClient,
});
