/** Coverage examples of the picture upload (src/api/picture.ts). */
import type * as api from '@/api/picture';
import type { Examples } from './example';
import { useNativeFormData } from './register';

/** A PNG picture for sys/uploadInstPicture (build it after useNativeFormData). */
function pictureForm(): FormData {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const form = new FormData();
  form.append('file', new File([png], '机构图片.png', { type: 'image/png' }));
  return form;
}

export const pictureExamples: Examples<typeof api> = {
  uploadInstPicture: {
    setup: useNativeFormData,
    valid: () => [pictureForm()],
    // no file
    invalid: { args: [new FormData()] },
  },
};
