// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentProgramDetailQuery, ContentProgramPlayAuthQuery } from '../../../generated/graphql';
import type { StubResponse } from '../../../shared/testing/stubGraphqlClient';
import { ProgramDetailPage } from './ProgramDetailPage';
import { programFixture } from './programFixtures';
import { renderStubbedPage } from '../../../shared/testing/renderStubbedPage';

// Spec 001 §2 screen 11: one programme's every field, its video at the signed address, and its
// feedback form read-only, in both languages.

afterEach(cleanup);

const respond = (name: string, variables: Record<string, unknown>): StubResponse => {
  if (name === 'ContentProgramPlayAuth') {
    const vid = String(variables['vid']);
    return {
      data: {
        contentProgramPlayAuth: {
          vid,
          kind: vid === 'v1' ? 'video' : 'image',
          contentType: vid === 'v1' ? 'video/webm' : 'image/png',
          playUrl: `/api/rocket/File/media?token=signed-${vid}`,
          expiresAt: '2026-03-04T10:15:00Z',
        },
      } satisfies ContentProgramPlayAuthQuery,
    };
  }
  return { data: { contentTrainingProgram: programFixture('p1') } satisfies ContentProgramDetailQuery };
};

const render = (language: 'zh-CN' | 'en-US') => {
  return renderStubbedPage(<ProgramDetailPage />, respond, {
    path: '/system/manage/content/trainingProgram/:id',
    url: '/system/manage/content/trainingProgram/p1',
    language,
  });
};

describe('ProgramDetailPage', () => {
  it('shows every field, the materials with counts, the video playing and the form read-only in English', async () => {
    const { operations } = render('en-US');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spot the difference' })).toBeInTheDocument();
    expect(operations.find((o) => o.name === 'ContentProgramDetail')?.variables).toEqual({ id: 'p1' });
    expect(screen.getByText('L2–L8')).toBeInTheDocument();
    expect(screen.getByText('L3')).toBeInTheDocument();
    expect(screen.getByText('Attention')).toBeInTheDocument();
    expect(screen.getByText('Attention training')).toBeInTheDocument();
    expect(screen.getByText('Picture cards × 3')).toBeInTheDocument();
    expect(screen.getByText('Work in pairs.')).toBeInTheDocument();
    const video = await screen.findByLabelText('Spot the difference, video');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/api/rocket/File/media?token=signed-v1');
    expect(await screen.findByRole('img', { name: 'Spot the difference, image 1' })).toHaveAttribute(
      'src',
      '/api/rocket/File/media?token=signed-i1',
    );
    const form = screen.getByRole('region', { name: 'Feedback form' });
    expect(within(form).getByText('Focus')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: /submit|save/i })).not.toBeInTheDocument();
  });

  it('words it in Chinese', async () => {
    render('zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '找不同' })).toBeInTheDocument();
    expect(screen.getByText('图片卡 × 3')).toBeInTheDocument();
    expect(screen.getByText('起始难度')).toBeInTheDocument();
    expect(await screen.findByLabelText('找不同，视频')).toHaveAttribute(
      'src',
      '/api/rocket/File/media?token=signed-v1',
    );
    expect(within(screen.getByRole('region', { name: '反馈表' })).getByText('专注度')).toBeInTheDocument();
  });
});
