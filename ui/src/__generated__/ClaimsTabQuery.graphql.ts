/**
 * @generated SignedSource<<3cc3e61c97905899482eb93689a59da0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
      readonly isUnread: boolean;
      readonly latest: {
        readonly date: any | null | undefined;
        readonly dueDate: any | null | undefined;
        readonly id: string;
        readonly netPayment: any;
        readonly periodFrom: any | null | undefined;
        readonly periodTo: any | null | undefined;
      } | null | undefined;
      readonly number: number;
      readonly title: string;
      readonly viewerCanSeeDraft: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"ClaimBadges_claim" | "CutoffNote_claim">;
    }>;
    readonly createClaimDisabledReason: string | null | undefined;
    readonly id: string;
    readonly viewerCanCreateClaim: boolean;
    readonly viewerCanRecordReceivedClaim: boolean;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "archivedAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsSupplier",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanCreateClaim",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanRecordReceivedClaim",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createClaimDisabledReason",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isUnread",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanSeeDraft",
  "storageKey": null
},
v12 = [
  (v2/*:: as any*/),
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
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimRevision",
  "kind": "LinkedField",
  "name": "latest",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "concreteType": "ClaimRevision",
  "kind": "LinkedField",
  "name": "draft",
  "plural": false,
  "selections": (v12/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClaimsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claims",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ClaimBadges_claim"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CutoffNote_claim"
              },
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
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
    "name": "ClaimsTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Contract",
        "kind": "LinkedField",
        "name": "contract",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Claim",
            "kind": "LinkedField",
            "name": "claims",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ClaimStanding",
                "kind": "LinkedField",
                "name": "standing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClaimBadge",
                    "kind": "LinkedField",
                    "name": "badges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "tone",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cutoffText",
                "storageKey": null
              },
              (v11/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1bffa9d853aa0755e2ee27bdb037eab8",
    "id": null,
    "metadata": {},
    "name": "ClaimsTabQuery",
    "operationKind": "query",
    "text": "query ClaimsTabQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    archivedAt\n    viewerIsSupplier\n    viewerCanCreateClaim\n    viewerCanRecordReceivedClaim\n    createClaimDisabledReason\n    claims {\n      id\n      number\n      title\n      isUnread\n      ...ClaimBadges_claim\n      ...CutoffNote_claim\n      viewerCanSeeDraft\n      latest {\n        id\n        periodFrom\n        periodTo\n        date\n        dueDate\n        netPayment\n      }\n      draft {\n        id\n        periodFrom\n        periodTo\n        date\n        dueDate\n        netPayment\n      }\n    }\n  }\n}\n\nfragment ClaimBadges_claim on Claim {\n  standing {\n    badges {\n      text\n      tone\n    }\n  }\n}\n\nfragment CutoffNote_claim on Claim {\n  cutoffText\n}\n"
  }
};
})();

(node as any).hash = "84d850671d817aca6b60974217360695";

export default node;
