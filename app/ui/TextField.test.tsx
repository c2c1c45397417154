// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('is a native input named for the form, found by its label', () => {
    render(
      <form>
        <TextField label="Email" name="email" type="email" defaultValue="a@b.c" required />
      </form>,
    );
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.value).toBe('a@b.c');
    expect(input.required).toBe(true);
    const form = input.form as HTMLFormElement;
    expect(new FormData(form).get('email')).toBe('a@b.c');
  });

  it('ties its hint and its error to the input, the error first, and marks it invalid', () => {
    render(
      <TextField label="Username" name="username" hint="3 to 30 letters" error="That is taken" />,
    );
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'That is taken',
      '3 to 30 letters',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('That is taken');
  });

  it('points at the form alert and turns red without an own message', () => {
    render(
      <>
        <p id="form-error">Wrong password</p>
        <TextField label="Password" name="password" describedBy={['form-error']} invalid />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-describedby')).toBe('form-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is valid and undescribed when nothing is wrong', () => {
    render(<TextField label="Name" name="name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('counts characters against a limit, and past it the field turns invalid', () => {
    render(<TextField label="Title" name="title" defaultValue="Hello" counter={{ max: 10 }} />);
    const input = screen.getByLabelText('Title') as HTMLInputElement;
    const counter = document.getElementById(
      input.getAttribute('aria-describedby') ?? '',
    ) as HTMLElement;
    expect(counter.textContent).toBe('5/10 characters');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(input, { target: { value: 'Hello world!' } });
    expect(counter.textContent).toBe('12/10 characters');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('counts with the given rule for a controlled value (an emoji is one character)', () => {
    const graphemes = (v: string) => [...v].length;
    render(
      <TextField
        label="Title"
        name="title"
        value="🎨🎨"
        onChange={() => {}}
        counter={{ max: 100, count: graphemes }}
      />,
    );
    expect(screen.getByText(/^2\/100/)).toBeTruthy();
  });

  it('a password field has a labelled show/hide toggle once scripts run, and none before', () => {
    const html = renderToString(<TextField label="Password" name="password" type="password" />);
    expect(html).not.toContain('Show password');

    render(<TextField label="Password" name="password" type="password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    act(() => toggle.click());
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Hide password' }).click());
    expect(input.type).toBe('password');
  });

  it('the toggle does not submit the form', () => {
    let submitted = 0;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted += 1;
        }}
      >
        <TextField label="Password" name="password" type="password" />
      </form>,
    );
    act(() => screen.getByRole('button', { name: 'Show password' }).click());
    expect(submitted).toBe(0);
  });

  it('can hide its label visually and keep it for screen readers', () => {
    render(<TextField label="Search" name="q" hideLabel />);
    const label = screen.getByText('Search');
    expect(label.className).toContain('visually-hidden');
    expect(screen.getByLabelText('Search')).toBeTruthy();
  });
});
