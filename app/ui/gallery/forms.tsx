import { Checkbox } from '../Checkbox';
import { FormAlert } from '../FormAlert';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
import { Tabs } from '../Tabs';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import s from './FormsGallery.module.css';
import type { GalleryEntry } from './types';

const graphemes = (value: string) => [...new Intl.Segmenter().segment(value)].length;

const BOARDS = [
  { value: 'kitchen', label: 'Kitchen ideas' },
  { value: 'garden', label: 'Garden' },
  { value: 'archive', label: 'Archived board', disabled: true },
];

export const formsEntries: GalleryEntry[] = [
  {
    name: 'TextField',
    summary:
      'A labelled one-line input on a native <input>: hint, own error, a soft character counter, password with show/hide.',
    render: () => (
      <div className={s.grid}>
        <TextField
          label="Email"
          name="g-email"
          type="email"
          autoComplete="off"
          placeholder="Email"
        />
        <TextField
          label="Username"
          name="g-username"
          hint="3 to 30 letters, digits or underscores."
          defaultValue="ada_l"
        />
        <TextField label="First name" name="g-first" error="Tell us your first name." required />
        <TextField
          label="Title"
          name="g-title"
          placeholder="Add a title"
          defaultValue="Lemon tart with a thyme crust"
          counter={{ max: 100, count: graphemes }}
        />
        <TextField
          label="Password"
          name="g-password"
          type="password"
          autoComplete="off"
          hint="8 to 128 characters."
        />
        <TextField label="Website" name="g-site" type="url" defaultValue="https://" disabled />
      </div>
    ),
  },
  {
    name: 'TextArea',
    summary:
      'A labelled multi-line input on a native <textarea>, with a counter and optional growth.',
    render: () => (
      <div className={s.grid}>
        <TextArea
          label="Description"
          name="g-description"
          placeholder="Tell everyone what your Pin is about"
          counter={{ max: 500, count: graphemes }}
        />
        <TextArea
          label="About"
          name="g-about"
          hint="Grows as you write."
          autoGrow
          defaultValue={'I cook, I garden,\nand I pin what works.'}
        />
        <TextArea label="Note" name="g-note" error="Notes can be at most 500 characters." />
      </div>
    ),
  },
  {
    name: 'Select',
    summary: 'A labelled choice of one on a native <select>: the platform picker on phones.',
    render: () => (
      <div className={s.grid}>
        <Select label="Board" name="g-board" options={BOARDS} placeholder="Pick a board" required />
        <Select
          label="Board"
          name="g-board2"
          options={BOARDS}
          defaultValue="garden"
          hint="Where the Pin goes."
        />
        <Select label="Board" name="g-board3" options={BOARDS} error="Pick a board first." />
      </div>
    ),
  },
  {
    name: 'Checkbox',
    summary: 'A labelled tick box on a native checkbox.',
    render: () => (
      <div className={s.column}>
        <Checkbox label="Keep me logged in" name="g-remember" defaultChecked />
        <Checkbox
          label="Show my email on my profile"
          name="g-email-public"
          hint="Anyone can see it."
        />
        <Checkbox label="I agree to the terms" name="g-terms" error="Needed to go on." />
        <Checkbox label="Unavailable option" name="g-off" disabled />
      </div>
    ),
  },
  {
    name: 'Switch',
    summary: 'An on/off setting (role switch) on a native checkbox.',
    render: () => (
      <div className={`${s.column} ${s.wide}`}>
        <Switch label="Autoplay videos" name="g-autoplay" defaultChecked />
        <Switch
          label="Private profile"
          name="g-private"
          hint="Only people you approve see your Pins."
          labelFirst
        />
        <Switch label="Unavailable setting" name="g-switch-off" disabled />
      </div>
    ),
  },
  {
    name: 'RadioGroup',
    summary: 'One choice of a few, in a fieldset named by its legend; native radios, arrow keys.',
    render: () => (
      <div className={s.grid}>
        <RadioGroup
          legend="When I press Save"
          name="g-save"
          defaultValue="1"
          options={[
            { value: '1', label: 'Show my boards', hint: 'Pick a board every time you save.' },
            {
              value: '0',
              label: 'Save straight to my profile',
              hint: 'One click saves; organise later.',
            },
          ]}
        />
        <RadioGroup
          legend="Theme"
          name="g-theme"
          orientation="horizontal"
          defaultValue="system"
          options={[
            { value: 'system', label: 'System' },
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <RadioGroup
          legend="Reason"
          name="g-reason"
          error="Choose a reason."
          options={[
            { value: 'spam', label: 'Spam' },
            { value: 'other', label: 'Something else' },
          ]}
        />
      </div>
    ),
  },
  {
    name: 'Tabs',
    summary: 'Views of one page: a labelled tablist, arrow keys, Home and End.',
    render: () => (
      <div className={s.wide}>
        <Tabs
          label="Profile sections"
          align="center"
          items={[
            { value: 'created', label: 'Created', content: <p>Pins made by this person.</p> },
            { value: 'saved', label: 'Saved', content: <p>Boards and saved Pins.</p> },
            { value: 'liked', label: 'Liked', content: <p>Pins they liked.</p> },
          ]}
        />
      </div>
    ),
  },
  {
    name: 'FormAlert',
    summary:
      "A form's own error in a live region; fields it concerns point at it with describedBy.",
    render: () => (
      <div className={`${s.column} ${s.wide}`}>
        <FormAlert id="g-form-alert" message="Your password is incorrect." />
        <TextField
          label="Password"
          name="g-alert-password"
          type="password"
          autoComplete="off"
          describedBy={['g-form-alert']}
          invalid
        />
      </div>
    ),
  },
];
