// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../shared/i18n/languages';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { ProfilePhoto } from './ProfilePhoto';

afterEach(cleanup);

type Props = Parameters<typeof ProfilePhoto>[0];

const renderPhoto = (props: Partial<Props> = {}, language: Language = 'zh-CN') => {
  const handlers = { onUpload: vi.fn<(file: File) => void>(), onRemove: vi.fn<() => void>() };
  renderWithProviders(
    <ProfilePhoto name="张悦" src={null} hasPicture={false} readOnly={false} busy={false} {...handlers} {...props} />,
    { language },
  );
  return handlers;
};

describe('ProfilePhoto', () => {
  it('shows the initials without a photo, and uploads the chosen image', async () => {
    const { onUpload } = renderPhoto();
    expect(screen.getByRole('img', { name: '张悦' })).toHaveTextContent('张悦');
    expect(screen.getByRole('button', { name: '上传照片' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除照片' })).not.toBeInTheDocument();
    expect(screen.getByText('PNG、JPEG 或 WebP，不超过 5 MB。')).toBeInTheDocument();

    const input = screen.getByLabelText('照片文件');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.setup().upload(input, file);
    expect(onUpload).toHaveBeenCalledWith(file);
  });

  it('shows the loaded photo and offers to change or remove it', async () => {
    const { onRemove } = renderPhoto({ src: 'blob:http://atrium.test/photo', hasPicture: true }, 'en-US');
    const img = screen.getByRole('img', { name: '张悦' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', 'blob:http://atrium.test/photo');
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('is read-only for an enterprise admin: the photo, no controls', () => {
    renderPhoto({ src: 'blob:http://atrium.test/photo', hasPicture: true, readOnly: true }, 'en-US');
    expect(screen.getByRole('img', { name: '张悦' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Photo file')).not.toBeInTheDocument();
  });
});
