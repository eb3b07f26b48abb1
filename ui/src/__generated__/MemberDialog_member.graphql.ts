/**
 * @generated SignedSource<<0571151cd35cd5304e8022f704530c57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspacePermission = "ContractComment" | "ContractCreate" | "ContractCustomerDraft" | "ContractCustomerSubmit" | "ContractEdit" | "ContractSupplierDraft" | "ContractSupplierSubmit" | "ContractView" | "FlowRead" | "FlowWrite" | "OrgEdit" | "ProgressClaims" | "UserInvite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MemberDialog_member$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly permissions: ReadonlyArray<WorkspacePermission>;
  readonly userId: string;
  readonly " $fragmentType": "MemberDialog_member";
};
export type MemberDialog_member$key = {
  readonly " $data"?: MemberDialog_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberDialog_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberDialog_member",
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
      "name": "userId",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "permissions",
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "5aa2dc2440f86deb627fb897cc231603";

export default node;
