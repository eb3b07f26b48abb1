/**
 * @generated SignedSource<<e6302b45c000d694ce8fa6253b172326>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ClaimPage_file$data = {
  readonly contentType: string | null | undefined;
  readonly filename: string;
  readonly id: string;
  readonly isImage: boolean;
  readonly size: any | null | undefined;
  readonly url: string | null | undefined;
  readonly " $fragmentType": "ClaimPage_file";
};
export type ClaimPage_file$key = {
  readonly " $data"?: ClaimPage_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClaimPage_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClaimPage_file",
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

(node as any).hash = "c7591ac72af30507f2f8152f0f04ae31";

export default node;
