// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationModel, MessageModel } from '#domain/messages/messages';
import { renderSignedIn, resourceAnswer } from '../../../tests/fixtures/app';
import { user } from '../../../tests/fixtures/pins';
import { ConversationView } from './ConversationView';

const cai = user({ id: '7', username: 'cai', fullName: 'Cai Lin' });
const dee = user({ id: '8', username: 'dee', fullName: 'Dee Park' });

function conversation(others = [cai]): ConversationModel {
  return {
    id: '31',
    others,
    state: 'accepted',
    unreadCount: 0,
    lastMessage: null,
    lastMessageAt: '2026-11-20T10:00:00.000Z',
  };
}

const hello: MessageModel = {
  id: '90',
  conversationId: '31',
  sender: cai,
  text: 'Hello there',
  pin: null,
  pinUnavailable: false,
  createdAt: '2026-11-20T10:00:00.000Z',
} as MessageModel;

function show(props: { others?: (typeof cai)[]; blocked?: boolean }) {
  return renderSignedIn(
    <ConversationView
      conversation={conversation(props.others)}
      messages={[hello]}
      viewerId="2"
      blocked={props.blocked}
    />,
    'mobile',
  );
}

const ok = () => resourceAnswer({ blocked: true });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a conversation page with one person: Block (issue 13)', () => {
  it('M-083 the header’s … menu blocks them after asking, and the composer gives way to a note', async () => {
    const fetch = vi.fn().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetch);
    show({});
    expect(screen.getByRole('form', { name: 'Reply' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    const sheet = await screen.findByRole('dialog', { name: 'More options' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Block' }));
    const ask = await screen.findByRole('dialog', { name: 'Block Cai Lin?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Cai Lin is blocked.')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/resource/UserBlockResource/create/');
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
    expect(screen.getByText(/You blocked Cai Lin\. Unblock them/)).toBeTruthy();
    // the messages stay readable
    expect(screen.getByText('Hello there')).toBeTruthy();
  });

  it('M-083 a blocked person’s conversation opens without a composer, and Unblock brings it back', async () => {
    const fetch = vi.fn().mockImplementation(async () => ok());
    vi.stubGlobal('fetch', fetch);
    show({ blocked: true });
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More options' }));
    const sheet = await screen.findByRole('dialog', { name: 'More options' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Cai Lin is unblocked.')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/resource/UserBlockResource/delete/');
    expect(screen.getByRole('form', { name: 'Reply' })).toBeTruthy();
  });

  it('a group conversation has no Block menu: blocking is per person, from their profile', () => {
    show({ others: [cai, dee] });
    expect(screen.queryByRole('button', { name: 'More options' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Reply' })).toBeTruthy();
  });
});

describe('the reply field: Enter sends, Shift+Enter starts a new line', () => {
  /** Shows the conversation, types `text` in the reply field and presses Enter. */
  async function typeAndSend(fetch: ReturnType<typeof vi.fn>, text: string) {
    show({});
    const field = screen.getByRole('textbox', { name: 'Message Cai Lin' }) as HTMLTextAreaElement;
    fireEvent.change(field, { target: { value: text } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    return field;
  }

  const sent = (): MessageModel => ({ ...hello, id: '91', sender: user({ id: '2' }), text: 'Hi' });

  it('Enter sends the message and empties the field', async () => {
    const fetch = vi.fn().mockImplementation(async () => resourceAnswer(sent()));
    vi.stubGlobal('fetch', fetch);
    const field = await typeAndSend(fetch, 'Hi');
    expect(fetch.mock.calls[0]?.[0]).toBe('/resource/ConversationMessagesResource/create/');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)).options.text).toBe('Hi');
    await vi.waitFor(() => expect(field.value).toBe(''));
  });

  it('the field empties as the message goes, and a failed send puts the text back with why', async () => {
    let answer: (r: Response) => void = () => {};
    const fetch = vi.fn().mockImplementation(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetch);
    const field = await typeAndSend(fetch, 'Hi');
    // before the answer comes
    expect(field.value).toBe('');
    answer(
      new Response(
        JSON.stringify({
          resource_response: {
            data: null,
            error: { code: 'rate_limited', message: 'Slow down a little.', http_status: 429 },
          },
        }),
        { status: 429, headers: { 'content-type': 'application/json' } },
      ),
    );
    await vi.waitFor(() => expect(field.value).toBe('Hi'));
    expect(await screen.findByText(/Slow down a little/)).toBeTruthy();
  });

  it('Shift+Enter, and Enter while an input method composes, send nothing', () => {
    const fetch = vi.fn().mockImplementation(async () => resourceAnswer(sent()));
    vi.stubGlobal('fetch', fetch);
    show({});
    const field = screen.getByRole('textbox', { name: 'Message Cai Lin' });
    fireEvent.change(field, { target: { value: 'Hi' } });
    expect(fireEvent.keyDown(field, { key: 'Enter', shiftKey: true })).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229 });
    expect(fetch).not.toHaveBeenCalled();
  });
});
