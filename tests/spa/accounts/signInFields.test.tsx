/**
 * The sign-in form's fields (src/features/accounts/signIn/fields.ts): each refuses what antd's validator
 * refused with the same rules, says so under the field as it changes, and on submit focuses the first
 * field refused.
 */
import Schema from '@rc-component/async-validator';
import { act, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { fieldError, helpId, useFields, type FieldRule } from '@/features/accounts/signIn/fields';

const required: FieldRule = { required: true, whitespace: true, message: 'required' };
const digits: FieldRule = { pattern: /^[0-9]{6}$/, message: 'six digits' };

describe('the rule a value breaks', () => {
  it('required refuses an empty value, and spaces alone where whitespace counts as empty', () => {
    expect(fieldError('', [required])).toBe('required');
    expect(fieldError('   ', [required])).toBe('required');
    expect(fieldError('   ', [{ required: true, message: 'required' }])).toBeUndefined();
    expect(fieldError('a', [required])).toBeUndefined();
  });

  it('a pattern applies to what was typed, and the first rule broken is the one told', () => {
    expect(fieldError('', [digits])).toBeUndefined();
    expect(fieldError('12a456', [digits])).toBe('six digits');
    expect(fieldError('123456', [digits])).toBeUndefined();
    expect(fieldError('', [required, digits])).toBe('required');
    expect(fieldError('12', [required, digits])).toBe('six digits');
  });

  it("is the one async-validator, under antd's Form, refuses the value for", async () => {
    const lists: FieldRule[][] = [
      [required],
      [{ required: true, message: 'required' }],
      [digits],
      [required, digits],
      [{ required: true, message: 'required' }, digits],
    ];
    for (const rules of lists)
      for (const value of ['', ' ', '   ', 'a', '12', '123456', ' 123456', '12a456']) {
        const refused = await new Schema({ field: rules }).validate({ field: value }).then(
          () => undefined,
          ({ errors }: { errors: { message: string }[] }) => errors[0].message,
        );
        expect([rules, value, fieldError(value, rules)]).toEqual([rules, value, refused]);
      }
  });
});

function Form({
  onValid,
  required: requiredMessage = 'required',
}: {
  onValid: (values: Record<'name' | 'code', string>) => void;
  required?: string;
}) {
  const fields = useFields<'name' | 'code'>(
    { name: [{ ...required, message: requiredMessage }], code: [required, digits] },
    { name: 'Lin' },
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = fields.validate(['name', 'code']);
        if (values) onValid(values);
      }}
    >
      {(['name', 'code'] as const).map((name) => (
        <div key={name}>
          <input aria-label={name} {...fields.input(name)} />
          {fields.errors[name] && <p id={helpId(name)}>{fields.errors[name]}</p>}
        </div>
      ))}
      <button type="button" onClick={() => fields.reset(['code'])}>
        clear
      </button>
      <button type="button" onClick={() => fields.forget(['name', 'code'])}>
        forget
      </button>
      <button type="submit">go</button>
    </form>
  );
}

describe('a form of fields', () => {
  it('starts from its initial values and tells a refused field as it changes', () => {
    render(<Form onValid={jest.fn()} />);
    const name = screen.getByLabelText('name');
    expect(name).toHaveValue('Lin');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(name).not.toHaveAttribute('aria-invalid');
    fireEvent.change(name, { target: { value: ' ' } });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('required');
    fireEvent.change(name, { target: { value: 'Lin Hai' } });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('required')).toBeNull();
  });

  it('on submit refuses, focusing the first field refused, until every rule holds', () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    act(() => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('code')).toHaveFocus();
    expect(screen.getByLabelText('code')).toHaveAccessibleDescription('required');
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '123456' } });
    act(() => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(onValid).toHaveBeenCalledWith({ name: 'Lin', code: '123456' });
  });

  it('tells an error in the language of the moment, and forgets errors without touching values', () => {
    const { rerender } = render(<Form onValid={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('name'), { target: { value: '' } });
    expect(screen.getByText('required')).toBeInTheDocument();
    rerender(<Form onValid={jest.fn()} required="obligatoire" />);
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('obligatoire');
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '12' } });
    fireEvent.click(screen.getByText('forget'));
    expect(screen.queryByText('obligatoire')).toBeNull();
    expect(screen.queryByText('six digits')).toBeNull();
    expect(screen.getByLabelText('code')).toHaveValue('12');
    expect(screen.getByLabelText('code')).not.toHaveAttribute('aria-invalid');
  });

  it('a reset empties the field and forgets why it was refused', () => {
    render(<Form onValid={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('code'), { target: { value: '12' } });
    expect(screen.getByText('six digits')).toBeInTheDocument();
    fireEvent.click(screen.getByText('clear'));
    expect(screen.getByLabelText('code')).toHaveValue('');
    expect(screen.queryByText('six digits')).toBeNull();
  });
});
