/**
 * @generated SignedSource<<7a5d307b02ad6ab05730d78d99b91126>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActivityEntries_entry$data = {
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
};
export type ActivityEntries_entry$key = {
  readonly " $data"?: ActivityEntries_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActivityEntries_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
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

(node as any).hash = "7e7f70ba8d64a73ccced96e8bc6bdf4d";

export default node;
