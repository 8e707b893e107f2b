import { checkAvatarFile } from '@creator/forms/rules/account';
import { AVATAR_EXTENSIONS } from '@creator/forms/rules/upload';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../messages/en-US.json';
import { AvatarEditor, type AvatarEditorProps } from './avatar-editor';

const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The product's rule, formatted in English as the account page does. */
const intl = createIntl({ locale: 'en-US', defaultLocale: 'en-US' });
const checkFile = (file: File) => {
  const refusal = checkAvatarFile(file);
  return refusal ? intl.formatMessage(refusal, refusal.values) : null;
};

function renderEditor(props: Partial<AvatarEditorProps> = {}) {
  const onCropped = vi.fn();
  const view = render(
    <IntlProvider locale="en-US" messages={enUS}>
      <AvatarEditor
        name="Siti Rahma"
        accept={ACCEPT}
        checkFile={checkFile}
        onCropped={onCropped}
        hint="JPG or PNG, at most 2 MB"
        {...props}
      />
    </IntlProvider>,
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onCropped, input };
}

afterEach(() => vi.restoreAllMocks());

describe('AvatarEditor', () => {
  it('shows the caller’s refusal of a wrong format, tied to the button, and goes no further', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const { onCropped, input } = renderEditor();
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await userEvent.upload(input, new File(['GIF89a'], 'party.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPG, JPEG and PNG images can be used');
    expect(screen.getByRole('button', { name: 'Choose image' })).toHaveAccessibleDescription(
      'Only JPG, JPEG and PNG images can be used JPG or PNG, at most 2 MB',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('refuses an oversized file with the size message', async () => {
    const { onCropped, input } = renderEditor();
    await userEvent.upload(
      input,
      new File([new Uint8Array(3 * 1024 * 1024)], 'poster.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be at most 2 MB');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('opens the square crop for an accepted file; cancel revokes its object URL and changes nothing', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { onCropped, input } = renderEditor();
    const file = new File([new Uint8Array(16)], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    const dialog = await screen.findByRole('dialog', { name: 'Crop image' });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:picked');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'New avatar' })).not.toBeInTheDocument();
    expect(onCropped).not.toHaveBeenCalled();
  });

  it('opens the file picker from the button, by keyboard too', async () => {
    const { input } = renderEditor();
    const click = vi.spyOn(input, 'click').mockImplementation(() => {});
    const button = screen.getByRole('button', { name: 'Choose image' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(click).toHaveBeenCalledTimes(2);
  });

  it('shows upload progress as a labelled progress bar in percent and locks the button', () => {
    renderEditor({ progress: 0.426 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading the new avatar' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', 'Uploading 43%');
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeDisabled();
  });

  it('has no progress bar when not uploading', () => {
    renderEditor({ progress: null });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeEnabled();
  });

  it('shows an upload failure and keeps the current avatar', () => {
    renderEditor({
      currentSrc: 'https://img.example/siti.png',
      error: 'Failed to upload image, please try again',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload image, please try again');
    expect(screen.getByRole('figure', { name: 'Current avatar' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'New avatar' })).not.toBeInTheDocument();
  });

  it('takes the caller’s hint', () => {
    renderEditor({ hint: 'Square images look best' });
    expect(screen.getByText('Square images look best')).toBeInTheDocument();
    expect(screen.queryByText(/cropped to a square/)).not.toBeInTheDocument();
  });
});
