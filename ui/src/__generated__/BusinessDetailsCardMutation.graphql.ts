/**
 * @generated SignedSource<<c07e8ac7db05d309a0465df48f274538>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrganisationBusinessUpdateInput = {
  address?: string | null | undefined;
  entityName: string;
  gstCountry?: string | null | undefined;
  gstNumber?: string | null | undefined;
  gstRegistered?: boolean | null | undefined;
  logoUploadId?: string | null | undefined;
  orgId: string;
  website?: string | null | undefined;
};
export type BusinessDetailsCardMutation$variables = {
  input: OrganisationBusinessUpdateInput;
};
export type BusinessDetailsCardMutation$data = {
  readonly organisationBusinessUpdate: {
    readonly organisation: {
      readonly " $fragmentSpreads": FragmentRefs<"BusinessDetailsCard_org">;
    };
  } | null | undefined;
};
export type BusinessDetailsCardMutation = {
  response: BusinessDetailsCardMutation$data;
  variables: BusinessDetailsCardMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BusinessDetailsCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrganisationBusinessUpdatePayload",
        "kind": "LinkedField",
        "name": "organisationBusinessUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "BusinessDetailsCard_org"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BusinessDetailsCardMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OrganisationBusinessUpdatePayload",
        "kind": "LinkedField",
        "name": "organisationBusinessUpdate",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Organisation",
            "kind": "LinkedField",
            "name": "organisation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Contact",
                "kind": "LinkedField",
                "name": "defaultContact",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
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
    "cacheID": "422f7d1c1a9df112a7f70137b6d03cce",
    "id": null,
    "metadata": {},
    "name": "BusinessDetailsCardMutation",
    "operationKind": "mutation",
    "text": "mutation BusinessDetailsCardMutation(\n  $input: OrganisationBusinessUpdateInput!\n) {\n  organisationBusinessUpdate(input: $input) {\n    organisation {\n      ...BusinessDetailsCard_org\n      id\n    }\n  }\n}\n\nfragment BusinessDetailsCard_org on Organisation {\n  id\n  name\n  defaultContact {\n    id\n    name\n    entityName\n    address\n    gstNumber\n    gstRegistered\n    website\n    logoUrl\n  }\n}\n"
  }
};
})();

(node as any).hash = "d6635dc4b8ef046b1c2ec7444c99490f";

export default node;
