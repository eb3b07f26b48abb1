/**
 * @generated SignedSource<<0f07b45fb7c3f9a904c05d26131b00c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractRelation = "Customer" | "Other" | "Supplier" | "%future added value";
export type ContractPageInvitationQuery$variables = {
  owner: string;
  slug: string;
};
export type ContractPageInvitationQuery$data = {
  readonly contractInvitation: {
    readonly byEmail: boolean;
    readonly contractId: string;
    readonly inviterName: string;
    readonly ownerSlug: string;
    readonly relation: ContractRelation;
    readonly siteName: string;
    readonly slug: string;
    readonly viewerCanAnswer: boolean;
  } | null | undefined;
};
export type ContractPageInvitationQuery = {
  response: ContractPageInvitationQuery$data;
  variables: ContractPageInvitationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owner"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "owner",
        "variableName": "owner"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "ContractInvitation",
    "kind": "LinkedField",
    "name": "contractInvitation",
    "plural": false,
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractPageInvitationQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractPageInvitationQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c52c76a64396dc41a3aae3facb7fdc37",
    "id": null,
    "metadata": {},
    "name": "ContractPageInvitationQuery",
    "operationKind": "query",
    "text": "query ContractPageInvitationQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contractInvitation(owner: $owner, slug: $slug) {\n    contractId\n    siteName\n    slug\n    ownerSlug\n    inviterName\n    relation\n    viewerCanAnswer\n    byEmail\n  }\n}\n"
  }
};
})();

(node as any).hash = "bbfa6ba505fcf47e36d37bec3855e218";

export default node;
