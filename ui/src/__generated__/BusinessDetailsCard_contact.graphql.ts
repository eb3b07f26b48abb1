/**
 * @generated SignedSource<<bd3b96549b0ea0ee66dc5929b22e063b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BusinessDetailsCard_contact$data = {
  readonly address: string;
  readonly entityName: string;
  readonly gstNumber: string | null | undefined;
  readonly gstRegistered: boolean;
  readonly id: string;
  readonly logoUrl: string | null | undefined;
  readonly name: string;
  readonly website: string;
  readonly " $fragmentType": "BusinessDetailsCard_contact";
};
export type BusinessDetailsCard_contact$key = {
  readonly " $data"?: BusinessDetailsCard_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"BusinessDetailsCard_contact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BusinessDetailsCard_contact",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gstRegistered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    }
  ],
  "type": "Contact",
  "abstractKey": null
};

(node as any).hash = "8f3fdd90482303567cdb7b569852bc04";

export default node;
