/**
 * @generated SignedSource<<4b5e905a05c7f53642cb9061ed23fc11>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type Invitations_invitation$data = {
  readonly byEmail: boolean;
  readonly contractId: string;
  readonly inviterName: string;
  readonly ownerSlug: string;
  readonly relation: ContractRelation;
  readonly siteName: string;
  readonly slug: string;
  readonly viewerCanAnswer: boolean;
  readonly " $fragmentType": "Invitations_invitation";
};
export type Invitations_invitation$key = {
  readonly " $data"?: Invitations_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Invitations_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Invitations_invitation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contractId",
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
      "name": "slug",
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
      "kind": "ScalarField",
      "name": "inviterName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "relation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanAnswer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byEmail",
      "storageKey": null
    }
  ],
  "type": "ContractInvitation",
  "abstractKey": null
};

(node as any).hash = "41b1d5bed785e10e9ae90e908423474d";

export default node;
