/**
 * @generated SignedSource<<4bad35950f759d7964226304a3790d43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractPageInvitationQuery$variables = {
  owner: string;
  slug: string;
};
export type ContractPageInvitationQuery$data = {
  readonly contractInvitation: {
    readonly siteName: string;
    readonly " $fragmentSpreads": FragmentRefs<"Invitations_invitation">;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "siteName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractPageInvitationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractInvitation",
        "kind": "LinkedField",
        "name": "contractInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Invitations_invitation"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractPageInvitationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractInvitation",
        "kind": "LinkedField",
        "name": "contractInvitation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "de10596b7513881178f76704eb5d8e5a",
    "id": null,
    "metadata": {},
    "name": "ContractPageInvitationQuery",
    "operationKind": "query",
    "text": "query ContractPageInvitationQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contractInvitation(owner: $owner, slug: $slug) {\n    siteName\n    ...Invitations_invitation\n  }\n}\n\nfragment Invitations_invitation on ContractInvitation {\n  contractId\n  siteName\n  slug\n  ownerSlug\n  inviterName\n  relation\n  viewerCanAnswer\n  byEmail\n}\n"
  }
};
})();

(node as any).hash = "f51796d4d3c4659d9e8905c7e48f8b79";

export default node;
