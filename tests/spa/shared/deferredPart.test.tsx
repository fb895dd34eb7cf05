/**
 * A part of an antd component that loads when it first shows (config/build/antdParts.ts): the page around
 * it renders at once with the fallback, then the part takes its place with the same props and ref.
 */
import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { deferred } from '@/components/AntdParts/deferred';

type PartProps = { label: string; children?: React.ReactNode };

const Part = React.forwardRef<HTMLSpanElement, PartProps>((props, ref) => (
  <span ref={ref} data-testid="part">
    {props.label}
    {props.children}
  </span>
));

function controlledLoad() {
  let resolve!: (module: { default: React.ComponentType<PartProps> }) => void;
  const load = () =>
    new Promise<{ default: React.ComponentType<PartProps> }>((r) => {
      resolve = r;
    });
  return { load, loaded: () => act(async () => resolve({ default: Part })) };
}

test('a tooltip-like part shows its trigger while it loads, then wraps it with its props and ref', async () => {
  const { load, loaded } = controlledLoad();
  const Deferred = deferred(load, (props) => props.children);
  const ref = React.createRef<HTMLSpanElement>();
  render(
    <p>
      before
      <Deferred label="tip:" ref={ref}>
        <b>trigger</b>
      </Deferred>
    </p>,
  );
  expect(screen.getByText('before')).toBeInTheDocument();
  expect(screen.getByText('trigger')).toBeInTheDocument();
  expect(screen.queryByTestId('part')).toBeNull();

  await loaded();
  expect(screen.getByTestId('part')).toHaveTextContent('tip:trigger');
  expect(ref.current).toBe(screen.getByTestId('part'));
});

test('a part without a fallback shows nothing until it loads, and never holds up the page', async () => {
  const { load, loaded } = controlledLoad();
  const Deferred = deferred(load);
  render(
    <p>
      page text
      <Deferred label="tabs" />
    </p>,
  );
  expect(screen.getByText('page text')).toBeInTheDocument();
  expect(screen.queryByText('tabs')).toBeNull();

  await loaded();
  expect(screen.getByText('tabs')).toBeInTheDocument();
});

test('a part that cannot be fetched keeps its fallback, and the page stays', async () => {
  let fail!: (error: Error) => void;
  const Deferred = deferred<PartProps>(
    () =>
      new Promise((_, reject) => {
        fail = reject;
      }),
    (props) => props.children,
  );
  render(
    <p>
      page text
      <Deferred label="tip">
        <b>trigger</b>
      </Deferred>
    </p>,
  );
  await act(async () => fail(new Error('Loading chunk 812 failed.')));
  expect(screen.getByText('page text')).toBeInTheDocument();
  expect(screen.getByText('trigger')).toBeInTheDocument();
  expect(screen.queryByTestId('part')).toBeNull();
});
