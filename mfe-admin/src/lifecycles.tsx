import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { createLifecycles } from '@platform/shared';
import { Root } from './root';

// The only module this remote exposes (`mfe_admin/lifecycles`): the shell mounts it on /admin, for an admin only.
export const { bootstrap, mount, unmount } = createLifecycles({
  name: 'mfe_admin',
  rootComponent: Root,
  React,
  ReactDOMClient,
});
