import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CheckboxField } from '../checkbox-field';
import { TextField } from '../text-field';

/** A form of each kind of field, reporting every change it hears; the box's state drives a sibling. */
function Form({ changes }: { changes: string[] }) {
  const [text, setText] = React.useState('');
  const [town, setTown] = React.useState('');
  const [agreed, setAgreed] = React.useState(false);
  return (
    <form aria-label="Search">
      <TextField
        id="search"
        label="Search"
        value={text}
        onChange={(event) => {
          changes.push(`search=${event.target.value}`);
          setText(event.target.value);
        }}
      />
      <TextField
        id="town"
        label="Town"
        select
        value={town}
        onChange={(event) => {
          changes.push(`town=${event.target.value}`);
          setTown(event.target.value);
        }}
      >
        <option value="">Any town</option>
        <option value="kano">Kano</option>
        <option value="jos">Jos</option>
      </TextField>
      <CheckboxField
        id="agree"
        label="I agree"
        checked={agreed}
        onChange={(event) => {
          changes.push(`agree=${String(event.target.checked)}`);
          setAgreed(event.target.checked);
        }}
      />
      <output>{`${text}|${town}|${String(agreed)}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The build's HTML of the form, in the document, for a visitor to act on before hydration. */
function builtForm(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Form changes={[]} />);
  return container;
}

/** The form's fields and its output, found as a person finds them. */
function fieldsIn(container: HTMLElement) {
  const view = within(container);
  return {
    search: view.getByRole<HTMLInputElement>('textbox', { name: 'Search' }),
    town: view.getByRole<HTMLSelectElement>('combobox', { name: 'Town' }),
    agree: view.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' }),
    output: view.getByRole('status'),
  };
}

async function hydrate(container: HTMLElement, changes: string[]) {
  await act(async () => {
    root = hydrateRoot(container, <Form changes={changes} />);
  });
}

it('puts what the visitor typed, picked and ticked before hydration into the form state', async () => {
  const container = builtForm();
  // Done before the page's script had run: no handler heard any of it.
  const built = fieldsIn(container);
  built.search.value = 'savannah';
  built.town.value = 'jos';
  built.agree.checked = true;

  const changes: string[] = [];
  await hydrate(container, changes);

  expect(changes).toEqual(['search=savannah', 'town=jos', 'agree=true']);
  const hydrated = fieldsIn(container);
  expect(hydrated.output).toHaveTextContent('savannah|jos|true');
  // The renders the changes caused left the visitor's input in place.
  expect(hydrated.search).toHaveValue('savannah');
  expect(hydrated.town).toHaveValue('jos');
  expect(hydrated.agree).toBeChecked();
});

it('keeps typing after hydration heard as usual', async () => {
  const container = builtForm();
  fieldsIn(container).search.value = 'sav';
  const changes: string[] = [];
  await hydrate(container, changes);

  await userEvent.type(fieldsIn(container).search, 'anna');

  expect(fieldsIn(container).output).toHaveTextContent('savanna||false');
  expect(changes.at(-1)).toBe('search=savanna');
});

it('reports nothing when every field holds what the build wrote', async () => {
  const container = builtForm();
  const changes: string[] = [];
  await hydrate(container, changes);

  expect(changes).toEqual([]);
});

it('keeps a box ticked before hydration in an uncontrolled checkbox, for the form to read', async () => {
  function Uncontrolled() {
    return (
      <form aria-label="Log in">
        <CheckboxField id="shared" name="shared" value="yes" label="This is a shared device" />
      </form>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Uncontrolled />);
  within(container).getByRole<HTMLInputElement>('checkbox', { name: 'This is a shared device' }).checked =
    true;

  await act(async () => {
    root = hydrateRoot(container, <Uncontrolled />);
  });

  expect(
    new FormData(within(container).getByRole<HTMLFormElement>('form', { name: 'Log in' })).get('shared'),
  ).toBe('yes');
});

it('keeps every field when the form builds its next state from the one it rendered with', async () => {
  function Payment() {
    const [values, setValues] = React.useState({ amount: '', reference: '' });
    const field = (name: keyof typeof values) => ({
      id: name,
      label: name,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
    });
    return (
      <>
        <TextField {...field('amount')} />
        <TextField {...field('reference')} />
        <output>{`${values.amount}|${values.reference}`}</output>
      </>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Payment />);
  const view = within(container);
  view.getByRole<HTMLInputElement>('textbox', { name: 'amount' }).value = '1500';
  view.getByRole<HTMLInputElement>('textbox', { name: 'reference' }).value = 'PAY-7';

  await act(async () => {
    root = hydrateRoot(container, <Payment />);
  });

  expect(view.getByRole('status')).toHaveTextContent('1500|PAY-7');
  expect(view.getByRole('textbox', { name: 'amount' })).toHaveValue('1500');
});
