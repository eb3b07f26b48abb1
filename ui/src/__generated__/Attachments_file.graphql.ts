/**
 * @generated SignedSource<<9086c6c801e987908ca3d5cc4d6018d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Attachments_file$data = {
  readonly contentType: string | null | undefined;
  readonly filename: string;
  readonly id: string;
  readonly isImage: boolean;
  readonly size: any | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "Attachments_file";
};
export type Attachments_file$key = {
  readonly " $data"?: Attachments_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"Attachments_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Attachments_file",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filename",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isImage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "FileRef",
  "abstractKey": null
};

(node as any).hash = "68cab4d03792ae1fdc28683f4aeeb32e";

export default node;
