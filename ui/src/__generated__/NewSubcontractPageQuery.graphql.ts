/**
 * @generated SignedSource<<5f81654e9be6734acfaba6d180701649>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewSubcontractPageQuery$variables = {
  owner: string;
  slug: string;
};
export type NewSubcontractPageQuery$data = {
  readonly contract: {
    readonly id: string;
    readonly site: {
      readonly city: string;
      readonly line1: string;
      readonly line2: string;
      readonly postcode: string;
      readonly state: string;
      readonly suburb: string;
    };
    readonly siteName: string;
    readonly viewerIsSupplier: boolean;
  } | null | undefined;
  readonly org: {
    readonly name: string;
  } | null | undefined;
  readonly projects: {
    readonly businessContact: {
      readonly entityName: string;
    } | null | undefined;
    readonly contactPeople: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
      readonly name: string;
    }>;
    readonly viewerUser: {
      readonly id: string;
    };
  } | null | undefined;
};
export type NewSubcontractPageQuery = {
  response: NewSubcontractPageQuery$data;
  variables: NewSubcontractPageQuery$variables;
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
v2 = {
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
      "name": "siteName",
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
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "line2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suburb",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postcode",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Projects",
  "kind": "LinkedField",
  "name": "projects",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractUser",
      "kind": "LinkedField",
      "name": "viewerUser",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BusinessContact",
      "kind": "LinkedField",
      "name": "businessContact",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "entityName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContractUser",
      "kind": "LinkedField",
      "name": "contactPeople",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "NewSubcontractPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "NewSubcontractPageQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Organisation",
        "kind": "LinkedField",
        "name": "org",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "cbbe96f4a1938a348456326215144571",
    "id": null,
    "metadata": {},
    "name": "NewSubcontractPageQuery",
    "operationKind": "query",
    "text": "query NewSubcontractPageQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    siteName\n    viewerIsSupplier\n    site {\n      line1\n      line2\n      suburb\n      city\n      state\n      postcode\n    }\n  }\n  org {\n    name\n    id\n  }\n  projects {\n    viewerUser {\n      id\n    }\n    businessContact {\n      entityName\n    }\n    contactPeople {\n      id\n      name\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad477803d136c3bcc01e25d8388da27c";

export default node;
