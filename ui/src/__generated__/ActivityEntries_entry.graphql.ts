/**
 * @generated SignedSource<<db30f29df9617ecc6d38b8880cccd2a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityEntries_entry$data = ReadonlyArray<{
  readonly at: any;
  readonly claimNumber: number | null | undefined;
  readonly comment: string | null | undefined;
  readonly contractSlug: string;
  readonly id: string;
  readonly ownerSlug: string;
  readonly siteName: string;
  readonly type: string;
  readonly user: {
    readonly name: string;
  };
  readonly " $fragmentType": "ActivityEntries_entry";
}>;
export type ActivityEntries_entry$key = ReadonlyArray<{
  readonly " $data"?: ActivityEntries_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityEntries_entry">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ActivityEntries_entry",
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
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "siteName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownerSlug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityUser",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ActivityEntry",
  "abstractKey": null
};

(node as any).hash = "1b62150b2ae9ed62c2f2d6ae6824b673";

export default node;
