/**
 * @generated SignedSource<<8c3863d05347752f3d002cee6de8ddeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProjectMemberRoles_contract$data = {
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
    readonly isCustomerRecipient: boolean;
    readonly isSupplierRecipient: boolean;
    readonly isViewer: boolean;
    readonly organisation: {
      readonly isViewer: boolean;
      readonly name: string;
    };
    readonly relation: ContractRelation;
    readonly role: string;
    readonly user: {
      readonly email: string;
      readonly id: string;
      readonly name: string;
    };
    readonly viewerCanChange: boolean;
  }>;
  readonly " $fragmentType": "ProjectMemberRoles_contract";
};
export type ProjectMemberRoles_contract$key = {
  readonly " $data"?: ProjectMemberRoles_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectMemberRoles_contract">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isViewer",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectMemberRoles_contract",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "role",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerCanChange",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isCustomerRecipient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isSupplierRecipient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractUser",
          "kind": "LinkedField",
          "name": "user",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v2/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ContractOrganisation",
          "kind": "LinkedField",
          "name": "organisation",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};
})();

(node as any).hash = "5509046a10a08512e2798916a11919d6";

export default node;
