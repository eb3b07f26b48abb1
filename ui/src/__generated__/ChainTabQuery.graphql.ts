/**
 * @generated SignedSource<<106e98785f01269ae8b91294cc840979>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChainTabQuery$variables = {
  id: string;
};
export type ChainTabQuery$data = {
  readonly contractChain: {
    readonly furtherSubcontractText: string;
    readonly links: ReadonlyArray<{
      readonly contractId: string;
      readonly " $fragmentSpreads": FragmentRefs<"ChainLink_link">;
    }>;
  } | null | undefined;
};
export type ChainTabQuery = {
  response: ChainTabQuery$data;
  variables: ChainTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "contractId",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "furtherSubcontractText",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contractId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ChainTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractChain",
        "kind": "LinkedField",
        "name": "contractChain",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChainLink",
            "kind": "LinkedField",
            "name": "links",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChainLink_link"
              }
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
    "name": "ChainTabQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContractChain",
        "kind": "LinkedField",
        "name": "contractChain",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ChainLink",
            "kind": "LinkedField",
            "name": "links",
            "plural": true,
            "selections": [
              (v3/*:: as any*/),
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
                "name": "slug",
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
                "name": "depth",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCurrent",
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
                "name": "customerName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "supplierName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "outstanding",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retentionHeld",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "furtherSubcontract",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ChainOpenClaim",
                "kind": "LinkedField",
                "name": "openClaim",
                "plural": false,
                "selections": [
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
                    "name": "scheduleDeadline",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "workingDaysLeft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paymentDue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "nextLabel",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e24a75d5e98c12c563a91bc9e9983f7d",
    "id": null,
    "metadata": {},
    "name": "ChainTabQuery",
    "operationKind": "query",
    "text": "query ChainTabQuery(\n  $id: ID!\n) {\n  contractChain(contractId: $id) {\n    furtherSubcontractText\n    links {\n      contractId\n      ...ChainLink_link\n    }\n  }\n}\n\nfragment ChainLink_link on ChainLink {\n  contractId\n  ownerSlug\n  slug\n  siteName\n  depth\n  isCurrent\n  viewerIsSupplier\n  customerName\n  supplierName\n  outstanding\n  retentionHeld\n  furtherSubcontract\n  openClaim {\n    number\n    scheduleDeadline\n    workingDaysLeft\n    paymentDue\n    nextLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b6c7ff4585bd0992bdc4e8723f31080";

export default node;
