import { isFileKind } from '../../schemas/core/fileKinds';
import { type Language, translate } from '../http/translate';

/** An `accept` list in words for a refusal: "a PDF or an image"; MIME types as they are. */
export function describeKinds(lang: Language, accept: readonly string[]): string {
  const words = accept.map((entry) =>
    isFileKind(entry) ? translate(lang, `resources:files.kinds.${entry}`) : entry,
  );
  return words.join(translate(lang, 'resources:files.or'));
}
