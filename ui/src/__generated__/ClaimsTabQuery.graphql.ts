/**
 * @generated SignedSource<<057445098577662709de2fb649ec7ed6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimStatus = "Deleted" | "New" | "Scheduled" | "Sent" | "Voided" | "%future added value";
export type ClaimsTabQuery$variables = {
  owner: string;
  slug: string;
};
export type ClaimsTabQuery$data = {
  readonly contract: {
    readonly archivedAt: any | null | undefined;
    readonly claims: ReadonlyArray<{
      readonly draft: {
        readonly date: any | null | undefined;
        readonly dueDate: any | null | undefined;
        readonly id: string;
        readonly netPayment: any;
        readonly periodFrom: any | null | undefined;
        readonly periodTo: any | null | undefined;
      } | null | undefined;
      readonly id: string;
      readonly isPaid: boolean;
      readonly isPaying: boolean;
      readonly isUnread: boolean;
      readonly label: string | null | undefined;
      readonly latest: {
        readonly date: any | null | undefined;
        readonly dueDate: any | null | undefined;
        readonly id: string;
        readonly netPayment: any;
        readonly periodFrom: any | null | undefined;
        readonly periodTo: any | null | undefined;
      } | null | undefined;
      readonly number: number;
      readonly status: ClaimStatus;
      readonly title: string;
      readonly viewerCanSeeDraft: boolean;
    }>;
    readonly createClaimDisabledReason: string | null | undefined;
    readonly id: string;
    readonly viewerCanCreateClaim: boolean;
    readonly viewerIsSupplier: boolean;
  } | null | undefined;
};
export type ClaimsTabQuery = {
  response: ClaimsTabQuery$data;
  variables: ClaimsTabQuery$variables;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "periodFrom",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "periodTo",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "date",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dueDate",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "netPayment",
    "storageKey": null
  }
],
v3 = [
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
    "concreteType": "Contract",
    "kind": "LinkedField",
    "name": "contract",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "archivedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerIsSupplier",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanCreateClaim",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "createClaimDisabledReason",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Claim",
        "kind": "LinkedField",
        "name": "claims",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPaid",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPaying",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isUnread",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerCanSeeDraft",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClaimRevision",
            "kind": "LinkedField",
            "name": "latest",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClaimRevision",
            "kind": "LinkedField",
            "name": "draft",
            "plural": false,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          }
        ],
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
    "name": "ClaimsTabQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimsTabQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "43c9cc36786e05d10902d0c57f38d308",
    "id": null,
    "metadata": {},
    "name": "ClaimsTabQuery",
    "operationKind": "query",
    "text": "query ClaimsTabQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    archivedAt\n    viewerIsSupplier\n    viewerCanCreateClaim\n    createClaimDisabledReason\n    claims {\n      id\n      number\n      title\n      status\n      label\n      isPaid\n      isPaying\n      isUnread\n      viewerCanSeeDraft\n      latest {\n        id\n        periodFrom\n        periodTo\n        date\n        dueDate\n        netPayment\n      }\n      draft {\n        id\n        periodFrom\n        periodTo\n        date\n        dueDate\n        netPayment\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4025828a77b542cd74212d815fe15271";

export default node;
