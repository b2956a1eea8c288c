import { inject } from 'vitest';
import { runAdmin } from '../../../../test/real-server';
import { signUpFreshAccount } from '../../../../test/sign-up-fresh-account';
import { LogoUploadError, uploadLogo } from './upload-logo';

// A 2×2 PNG made with sharp.
const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFklEQVQImWOQc1j/dR43w9d53HIO6wEmGgVXMyVYiQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

async function signUpProfessional(prefix: string) {
  const account = await signUpFreshAccount(prefix);
  await runAdmin(inject('servers').standard, 'set-tier', account.email, 'professional');
}

describe('uploadLogo against the real server (product.md §7 and §4)', () => {
  it('reports 10, 30, 70 and 100 % and answers where the logo is served', async () => {
    await signUpProfessional('upload-logo-progress');
    const progress: number[] = [];
    const logoUrl = await uploadLogo(
      new File([TINY_PNG], 'logo.png', { type: 'image/png' }),
      (percent) => progress.push(percent),
    );
    expect(progress).toEqual([10, 30, 70, 100]);
    expect(logoUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const served = new Uint8Array(await (await fetch(logoUrl)).arrayBuffer());
    expect([...served.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // 'PNG'
  });

  it('stops at 30 % when the file is refused, with the server’s reason', async () => {
    await signUpProfessional('upload-logo-refused');
    const progress: number[] = [];
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'logo.png',
      {
        type: 'image/png',
      },
    );
    const failure = uploadLogo(svg, (percent) => progress.push(percent));
    await expect(failure).rejects.toBeInstanceOf(LogoUploadError);
    await expect(failure).rejects.toThrow(
      'Upload failed (400): Invalid file type. SVG images are not accepted: please select a PNG, JPG, GIF or WebP image.',
    );
    expect(progress).toEqual([10, 30]);
  });

  it('stops at 10 % for a user who may not brand, with the upgrade message', async () => {
    await signUpFreshAccount('upload-logo-free');
    const progress: number[] = [];
    await expect(
      uploadLogo(new File([TINY_PNG], 'logo.png', { type: 'image/png' }), (p) => progress.push(p)),
    ).rejects.toThrow('Company branding needs a Professional subscription.');
    expect(progress).toEqual([10]);
  });
});
