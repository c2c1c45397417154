// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    const { getByRole } = render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button>Cancel</Button>
      </form>,
    );
    const button = getByRole('button', { name: 'Cancel' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits when asked to', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    const { getByRole } = render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button type="submit" variant="primary">
          Save
        </Button>
      </form>,
    );
    fireEvent.click(getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledOnce();
  });

  it('variant and size reach the markup', () => {
    const { getByRole } = render(
      <Button variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const cls = getByRole('button', { name: 'Delete' }).className;
    expect(cls).toMatch(/danger/);
    expect(cls).toMatch(/lg/);
    expect(cls).toMatch(/fullWidth/);
  });

  it('loading: busy, keeps its name and text (so its width), and ignores clicks and submits', () => {
    const onClick = vi.fn();
    const submit = vi.fn((e: Event) => e.preventDefault());
    const { getByRole } = render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button type="submit" loading onClick={onClick}>
          Save
        </Button>
      </form>,
    );
    const button = getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Save');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it('an icon with no text has no empty text box beside it (which pushed the icon off centre)', () => {
    const { getByRole } = render(
      <Button iconStart="heart" aria-label="Favourite">
        {null}
      </Button>,
    );
    const button = getByRole('button', { name: 'Favourite' });
    expect(button.children).toHaveLength(1);
    expect(button.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  });

  it('icons are decoration beside the text', () => {
    const { getByRole } = render(<Button iconStart="plus">Create board</Button>);
    const button = getByRole('button', { name: 'Create board' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

function SignupLink() {
  return (
    <ButtonLink to="/signup" variant="primary">
      Sign up
    </ButtonLink>
  );
}

function Welcome() {
  return <h1>Welcome</h1>;
}

describe('ButtonLink', () => {
  it('is a link (navigates) that looks like a button', async () => {
    const Stub = createRoutesStub([
      { path: '/', Component: SignupLink },
      { path: '/signup', Component: Welcome },
    ]);
    const { findByRole } = render(<Stub initialEntries={['/']} />);
    const link = await findByRole('link', { name: 'Sign up' });
    expect(link.getAttribute('href')).toBe('/signup');
    expect(link.className).toMatch(/primary/);
    fireEvent.click(link);
    expect(await findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });
});
