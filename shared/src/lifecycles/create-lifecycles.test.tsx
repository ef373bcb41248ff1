import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLifecycles } from '.';
import { SHARED_INSTANCE_ID } from '../bus';

function Hello() {
  return <h1>Hello from remote</h1>;
}

let explode = true;
function Fragile() {
  if (explode) throw new Error('boom');
  return <p>Recovered</p>;
}

// single-spa drives these roots like a real page does (mount resolves after React commits), outside act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('createLifecycles', () => {
  it('mounts into the element single-spa gives it and unmounts cleanly', async () => {
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const lifecycles = createLifecycles({ name: 'mfe_test', rootComponent: Hello, React, ReactDOMClient });
    await lifecycles.bootstrap({ name: 'mfe_test', domElement });
    await lifecycles.mount({ name: 'mfe_test', domElement });
    expect(domElement).toHaveTextContent('Hello from remote');
    await lifecycles.unmount({ name: 'mfe_test', domElement });
    expect(domElement).toBeEmptyDOMElement();
  });

  it('records which React and which @platform/shared the remote uses', () => {
    createLifecycles({ name: 'mfe_debug', rootComponent: Hello, React, ReactDOMClient });
    expect(globalThis.__PLATFORM_DEBUG__?.remotes.mfe_debug).toEqual({ react: React, sharedId: SHARED_INSTANCE_ID });
  });

  it('keeps a render error inside the remote and lets the user try again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const outside = document.createElement('p');
    outside.textContent = 'Shell header';
    document.body.appendChild(outside);
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const lifecycles = createLifecycles({ name: 'mfe_fragile', rootComponent: Fragile, React, ReactDOMClient });
    await lifecycles.bootstrap({ name: 'mfe_fragile', domElement });
    await lifecycles.mount({ name: 'mfe_fragile', domElement });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this page.');
    expect(screen.getByText('Shell header')).toBeInTheDocument();
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(domElement).toHaveTextContent('Recovered'));
    await lifecycles.unmount({ name: 'mfe_fragile', domElement });
  });
});
